-- Hand-written (decision 027): status_order is the order of its status (contracts' statuses.ts),
-- so a condition on a set of statuses may also name their orders, which the scope indexes
-- (principal / agent, status_order, eta) serve. An unknown status fails the check.
-- status-order-check.test.ts compares this list with the contracts'.
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_status_order_matches" CHECK ("status_order" = CASE "status"
    WHEN 'port_call_draft' THEN 1
    WHEN 'port_call_pending_confirmation' THEN 2
    WHEN 'da_declined' THEN 3
    WHEN 'da_cancelled' THEN 3
    WHEN 'pda_pending_creation' THEN 3
    WHEN 'pda_under_creation' THEN 4
    WHEN 'pda_pending_screening' THEN 5
    WHEN 'pda_under_screening' THEN 5
    WHEN 'pda_pending_approval' THEN 6
    WHEN 'pda_under_approval' THEN 6
    WHEN 'pda_approved' THEN 7
    WHEN 'pda_checking' THEN 7
    WHEN 'approved_pending_payment' THEN 7
    WHEN 'pda_advance_payment_pending_confirmation' THEN 8
    WHEN 'advance_confirmed_fda_pending_creation' THEN 9
    WHEN 'fda_under_creation' THEN 10
    WHEN 'fda_pending_screening' THEN 11
    WHEN 'fda_under_screening' THEN 11
    WHEN 'fda_under_querying' THEN 11
    WHEN 'fda_pending_approval' THEN 12
    WHEN 'fda_under_approval' THEN 12
    WHEN 'fda_approved' THEN 13
    WHEN 'fda_checking' THEN 13
    WHEN 'fda_in_query' THEN 13
    WHEN 'fda_balance_payment_pending_confirmation' THEN 13
    WHEN 'da_completed' THEN 14
    ELSE -1
  END) NOT VALID;
--> statement-breakpoint
ALTER TABLE "port_calls" VALIDATE CONSTRAINT "port_calls_status_order_matches";
--> statement-breakpoint
-- The planner's estimate of both conditions together: without it the two selectivities were
-- multiplied (12 rows expected for the large principal's 1,879 waiting calls).
CREATE STATISTICS "port_calls_status_order_dependency" (dependencies) ON "status", "status_order" FROM "port_calls";
--> statement-breakpoint
ANALYZE "port_calls";
