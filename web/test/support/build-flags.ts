/** The build-time switches as a member's build has them (see web/src/config/build-flags.ts). */
export const smsBypassHint = false;
