import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRoutes, type User } from '@docnet/contracts';
import { ApiError, apiGet, apiPatch, serverMessage } from '@/lib/api-client';
import type { PhiSaveOptions } from '@/lib/phi-findings';
import { toast } from '@/lib/toast';
import { userKey } from './get-user';

export const profileKey = ApiRoutes.profile;

/** One tab of the edit screen: where it saves and what it says. */
export interface ProfileSection {
  path: (userId: number) => string;
  success: { title: string; description?: string };
  /** The error raised for the failed save, and the toast description. */
  errorMessage: string;
  failureDescription: string;
}

export const sections = {
  basic: {
    path: () => ApiRoutes.profileUpdate,
    success: { title: 'Profile Updated', description: 'Your basic information has been saved successfully.' },
    errorMessage: 'Failed to update profile',
    failureDescription: 'Failed to update profile information. Please try again.',
  },
  practice: {
    path: () => ApiRoutes.profilePractice,
    success: {
      title: 'Practice Information Updated',
      description: 'Your practice details have been saved successfully.',
    },
    errorMessage: 'Failed to update practice information',
    failureDescription: 'Failed to update practice information. Please try again.',
  },
  addresses: {
    path: () => ApiRoutes.profileAddresses,
    success: { title: 'Addresses Updated' },
    errorMessage: 'Failed to update addresses and locations',
    failureDescription: 'Failed to update addresses and locations. Please try again.',
  },
  // Professional Details: saved through PATCH /api/users/{id} (changed fields).
  professional: {
    path: (userId: number) => userKey(userId),
    success: { title: 'Profile Updated', description: 'Your professional details have been saved successfully.' },
    errorMessage: 'Update failed',
    failureDescription: 'Could not update profile',
  },
} satisfies Record<string, ProfileSection>;

export type SectionName = keyof typeof sections;

/**
 * The failed save's toast description: the server's own message when it refused what was sent (a 4xx with a
 * message, e.g. 'Please enter a valid ZIP code, e.g. 12345 or 12345-6789'), so the member learns what to fix;
 * the tab's generic text otherwise (a server or network failure, an expired session).
 */
export function saveFailureDescription(section: ProfileSection, error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const refused = cause instanceof ApiError && cause.status >= 400 && cause.status < 500 && cause.status !== 401;
  return (refused && serverMessage(cause)) || section.failureDescription;
}

/**
 * Profile save, optimistic: the cached user shows the change at once, is rolled back on
 * failure and refetched when done; then the current user (GET /api/auth/me) is refreshed, which also
 * covers an empty update answer (re-fetch).
 */
export function useSaveProfile(userId: number, sectionName: SectionName) {
  const { mutate } = useSWRConfig();
  const [isSaving, setSaving] = useState(false);
  const section: ProfileSection = sections[sectionName];

  /** Answers whether it saved; a refusal of the PHI guard goes to `onPhiRefusal`, without a failure toast when it showed it. */
  async function save(values: Partial<User>, { phiConfirmation, onPhiRefusal }: PhiSaveOptions = {}): Promise<boolean> {
    const key = userKey(userId);
    let answer: unknown = null;
    setSaving(true);
    toast({ title: 'Updating Profile', description: 'Saving your changes...' });
    try {
      await mutate<User>(
        key,
        async (current) => {
          try {
            answer = await apiPatch<unknown>(section.path(userId), phiConfirmation ? { ...values, phiConfirmation } : values);
          } catch (error) {
            throw new Error(serverMessage(error) ?? section.errorMessage, { cause: error });
          }
          return current;
        },
        {
          optimisticData: (current) => ({ ...(current as User), ...values }),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
    } catch (error) {
      setSaving(false);
      if (onPhiRefusal?.(error instanceof Error && error.cause !== undefined ? error.cause : error)) return false;
      console.error(section.errorMessage, error);
      toast({ title: 'Update Failed', description: saveFailureDescription(section, error), variant: 'destructive' });
      return false;
    }
    toast(section.success);
    setSaving(false);
    void mutate(profileKey);
    await refreshCurrentUser(answer);
    return true;
  }

  /** The update's answer when it is the member's User, else a re-fetch of GET /api/auth/me. */
  async function refreshCurrentUser(answer: unknown): Promise<void> {
    try {
      const user = isUserOf(answer, userId) ? answer : await apiGet<User | null>(ApiRoutes.authMe, { on401: 'returnNull' });
      await mutate(ApiRoutes.authMe, user, { revalidate: false });
    } catch {
      toast({ title: 'Update Failed', description: 'Could not refresh user data after update', variant: 'destructive' });
    }
  }

  return { save, isSaving };
}

function isUserOf(value: unknown, userId: number): value is User {
  return !!value && typeof value === 'object' && (value as User).id === userId && typeof (value as User).username === 'string';
}
