/** What Today says when the network is gone and the kitchen on the device cannot answer. */
export const OFFLINE_MESSAGE =
  "You're offline, and the kitchen isn't on this device yet. Try again once you're back online; your pantry is saved here and syncs then.";
