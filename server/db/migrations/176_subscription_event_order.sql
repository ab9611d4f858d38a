-- When the last provider event applied to a subscription was created (Stripe's `event.created`):
-- an event created before it changes nothing, so events that arrive out of order leave the state
-- of the latest (docs/security.md "Money"). Null until an event is applied.
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS provider_event_at timestamptz;
