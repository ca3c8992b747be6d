/**
 * Told that a notification's immediate email waits, so it is sent now rather than at the sender's next poll (port:
 * the EmailDispatcher job implements it, and a command never reaches into jobs/).
 */
export abstract class EmailWaiting {
  abstract emailWaiting(): void;
}
