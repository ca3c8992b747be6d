import { act } from '@testing-library/react';
import { join } from 'node:path';
import type * as Zustand from 'zustand';

/**
 * zustand for the component tests (the jsdom project maps 'zustand' here): every store the SPA creates is
 * recorded with its initial state, and `resetStores()` (after each test) puts them back, so no test sees what
 * an earlier one left in a module-level store.
 */
const actual = jest.requireActual<typeof Zustand>(join(__dirname, '../../../node_modules/zustand/index.js'));

const resets = new Set<() => void>();

function createRecorded<T>(initializer: Zustand.StateCreator<T, [], []>) {
  const store = actual.create(initializer);
  const initial = store.getInitialState();
  resets.add(() => store.setState(initial, true));
  return store;
}

export const create = (<T>(initializer?: Zustand.StateCreator<T, [], []>) =>
  initializer ? createRecorded(initializer) : createRecorded) as typeof Zustand.create;

export const { createStore, useStore } = actual;

export function resetStores(): void {
  act(() => resets.forEach((reset) => reset()));
}
