-- Hand-written (decision 027): the due-day counters count the payments still owed, as the Today
-- dashboard, the port-call list's due marker and the payments' due flags (`stillOwed`, contracts)
-- do: not done, and part of the amount still to be transferred. A fully transferred payment waits
-- for the receiver to confirm receipt ('submitted'): nothing is left for the payer to do by its due
-- day, and it was counted among the overdue payments until now.
CREATE OR REPLACE FUNCTION "payment_due_count_keys"(p "payments", c "port_calls")
RETURNS TABLE ("scope" varchar, "scope_id" integer, "scope_sub_id" integer, "due_on" date,
  "port_call_status" varchar)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k.scope, k.scope_id, k.scope_sub_id, p.due_on, k.status
  FROM "port_call_count_keys"(c) k
  WHERE p.id IS NOT NULL AND p.status <> 'done' AND p.due_on IS NOT NULL
    AND p.amount > coalesce(p.transferred_amount, 0)
$$;
--> statement-breakpoint
-- A transfer changes what is owed too: the update trigger also follows the amounts. (A part transfer
-- leaves the payment owed: its -1 and +1 net out before they are applied.)
DROP TRIGGER "payment_due_counts_update" ON "payments";
--> statement-breakpoint
CREATE TRIGGER "payment_due_counts_update"
  AFTER UPDATE OF "status", "due_on", "port_call_id", "amount", "transferred_amount" ON "payments"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."due_on" IS DISTINCT FROM NEW."due_on"
    OR OLD."port_call_id" IS DISTINCT FROM NEW."port_call_id"
    OR OLD."amount" IS DISTINCT FROM NEW."amount"
    OR OLD."transferred_amount" IS DISTINCT FROM NEW."transferred_amount")
  EXECUTE FUNCTION "payment_due_counts_on_payment_change"();
--> statement-breakpoint
-- Recounted with the new rule (payment_due_counts_rebuild filters through payment_due_count_keys).
SELECT "payment_due_counts_rebuild"();
