-- The dashboard's refusals by governorate count an order as shipped when its history reached
-- shipped: this partial index holds only those steps, so the check reads a small index instead of the history.
-- Orders to confirm (status = 'pending') already use orders_status_created_at_index.
CREATE INDEX "order_status_history_shipped_index" ON "order_status_history" USING btree ("order_id") WHERE "to_status" = 'shipped';
