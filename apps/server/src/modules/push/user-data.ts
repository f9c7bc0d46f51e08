import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { pushDevices } from '../../db/push-schema.ts';
import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { deviceRecords } from './repository.ts';

/** A cook's devices and their reminder tags go with the account; the export leaves out keys and tokens. */
export const pushUserData: UserDataOwner = {
  name: 'pushDevices',
  exportFor: (db: Db, userId: string) => deviceRecords(db, userId),
  deleteFor: async (tx: Tx, userId: string) => {
    await tx.delete(pushDevices).where(eq(pushDevices.userId, userId));
  },
  moveTo: async (tx: Tx, from: string, to: string) => {
    await tx.update(pushDevices).set({ userId: to }).where(eq(pushDevices.userId, from));
  },
};
