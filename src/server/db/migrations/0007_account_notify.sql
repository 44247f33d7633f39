-- Every process may keep a merchant's recent account reads in memory; a change to what those
-- reads show is announced on `account_changed` with the merchant's id, whoever made it.
CREATE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb := to_jsonb(COALESCE(NEW, OLD));
BEGIN
  PERFORM pg_notify('account_changed', CASE WHEN TG_TABLE_NAME = 'users' THEN row_data->>'id' ELSE row_data->>'user_id' END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_account_changed AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER cart_items_account_changed AFTER INSERT OR UPDATE OR DELETE ON "cart_items" FOR EACH ROW EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER orders_account_changed AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER sites_account_changed AFTER INSERT OR UPDATE OR DELETE ON "sites" FOR EACH ROW EXECUTE FUNCTION notify_account_change();
