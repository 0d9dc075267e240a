import { integer, timestamp } from 'drizzle-orm/pg-core';

/** The spec's soft-delete columns, carried by every entity: createdOn, updatedOn, deleted (0/1), deletedOn. */
export const softDelete = {
  createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedOn: timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deleted: integer('deleted').notNull().default(0),
  deletedOn: timestamp('deleted_on', { withTimezone: true, mode: 'date' }),
};

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
