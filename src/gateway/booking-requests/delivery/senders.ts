/**
 * Which instance of the gateway sends by which channels: each instance that runs the delivery
 * worker writes its channels and the time (the database's clock, the same for every instance)
 * every `heartbeatMs`, and removes its row when it stops. A delivery is claimed only by an
 * instance of its channel (outbox.ts); a channel with deliveries waiting and no live instance to
 * send them (a rolling change of configuration that took it away everywhere) is told on `/readyz`,
 * in the log and to staff, rather than failed in silence.
 */
import { deliveryChannels, type DeliveryChannel } from '../../../api/booking-requests/lifecycle.js';
import type { Queryable } from '../store/database.js';
import { sqlWord } from '../store/sql-words.js';

/** How often an instance says which channels it sends by. */
export const heartbeatMs = 10_000;
/** An instance silent this long is taken for gone (killed, or cut off from the database). */
export const senderGoneSeconds = 60;
/** A row this old is deleted by the next instance that writes its own. */
const forgottenSeconds = 3600;

/** SQL: whether a live instance sends by the channel that the SQL expression `channel` names. */
export const hasSender = (channel: string): string =>
  `exists (select 1 from booking_gateway_instances i
     where i.seen_at > now() - interval '${senderGoneSeconds} seconds' and i.channels @> jsonb_build_array(${channel}))`;

/** Writes that `instance` is alive and sends by `channels`; forgets instances long gone. */
export async function announceSender(database: Queryable, instance: string, channels: readonly DeliveryChannel[]): Promise<void> {
  await database.query(
    `with gone as (delete from booking_gateway_instances where seen_at < now() - interval '${forgottenSeconds} seconds')
     insert into booking_gateway_instances (instance, channels, seen_at) values ($1::uuid, $2::text::jsonb, now())
     on conflict (instance) do update set channels = excluded.channels, seen_at = excluded.seen_at`,
    [instance, JSON.stringify(channels)],
  );
}

/** Removes `instance`: it stops sending. */
export async function withdrawSender(database: Queryable, instance: string): Promise<void> {
  await database.query('delete from booking_gateway_instances where instance = $1::uuid', [instance]);
}

/** The channels with deliveries waiting and no live instance to send them. */
export async function unservedChannels(database: Queryable): Promise<DeliveryChannel[]> {
  const rows = await database.query<{ channel: DeliveryChannel }>(
    `select c.channel from jsonb_array_elements_text($1::text::jsonb) as c (channel)
     where exists (select 1 from booking_deliveries d where d.status = ${sqlWord('pending')} and d.channel = c.channel)
       and not ${hasSender('c.channel')}
     order by c.channel`,
    [JSON.stringify(deliveryChannels)],
  );
  return rows.map((row) => row.channel);
}
