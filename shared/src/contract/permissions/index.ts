// SPEC §6 as pure functions over plain data; the server decides with them, the UI shows with them.
export * from './comment-actions';
export * from './facts';
export * from './power';
export * from './ticket-access';
export * from './ticket-actions';
