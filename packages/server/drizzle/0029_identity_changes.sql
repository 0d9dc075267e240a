-- Issue 32: the server keeps the session look-up of each request for a while (modules/identity/session-cache.ts)
-- and must forget it the moment what it answered changes, on every instance: a sign-out, an account disabled,
-- deleted or given another role, a password changed, a staff member's centres changed, a centre added, closed
-- or deleted. Every such change, by whatever writer (the app, the command line, an administrator's SQL),
-- notifies the channel `identity_changes` at its commit: 's:<token hash>' (one session), 'a:<account id>' (every
-- session of an account) or '*' (every session: the list of centres, or too many rows to name). The app's
-- connections listen on it, so the instance that made the change has forgotten before its own COMMIT returns,
-- and every other instance as soon as the notification reaches it.
CREATE FUNCTION "app_identity_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  hash text;
BEGIN
  SELECT count(*) INTO n FROM gone;
  IF n > 20 THEN
    PERFORM pg_notify('identity_changes', '*');
  ELSE
    FOR hash IN SELECT token_hash FROM gone LOOP
      PERFORM pg_notify('identity_changes', 's:' || hash);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "app_identity_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changes', 'a:' || OLD.account_id);
  IF TG_OP = 'UPDATE' AND NEW.account_id IS DISTINCT FROM OLD.account_id THEN
    PERFORM pg_notify('identity_changes', 'a:' || NEW.account_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "app_identity_login_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changes', 'a:' || OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "app_identity_everyone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changes', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Sessions: ended (sign-out, an account's sessions ended, the purge of expired ones: one statement may end
-- thousands), or changed in anything but the last request's time, which the look-up writes itself at most once a
-- minute and keeps in its own copy.
CREATE TRIGGER "login_session_identity_deleted" AFTER DELETE ON "login_session"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION app_identity_session_changed();--> statement-breakpoint
CREATE FUNCTION "app_identity_session_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changes', 's:' || OLD.token_hash);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "login_session_identity_changed" AFTER UPDATE ON "login_session" FOR EACH ROW
  WHEN ((OLD.token_hash, OLD.account_id, OLD.stay_logged_in, OLD.expires_on, OLD.idle_minutes)
    IS DISTINCT FROM (NEW.token_hash, NEW.account_id, NEW.stay_logged_in, NEW.expires_on, NEW.idle_minutes))
  EXECUTE FUNCTION app_identity_session_row_changed();--> statement-breakpoint
CREATE TRIGGER "login_account_identity_changed" AFTER UPDATE OR DELETE ON "login_account" FOR EACH ROW
  EXECUTE FUNCTION app_identity_login_changed();--> statement-breakpoint
CREATE TRIGGER "staff_identity_changed" AFTER UPDATE OR DELETE ON "staff" FOR EACH ROW
  EXECUTE FUNCTION app_identity_account_changed();--> statement-breakpoint
-- Centres: every session's list of live centres (and so its scope) may change.
CREATE TRIGGER "clinic_identity_added" AFTER INSERT OR DELETE ON "clinic" FOR EACH STATEMENT
  EXECUTE FUNCTION app_identity_everyone_changed();--> statement-breakpoint
CREATE TRIGGER "clinic_identity_changed" AFTER UPDATE ON "clinic" FOR EACH ROW
  WHEN ((OLD.id, OLD.status, OLD.deleted) IS DISTINCT FROM (NEW.id, NEW.status, NEW.deleted))
  EXECUTE FUNCTION app_identity_everyone_changed();--> statement-breakpoint
CREATE TRIGGER "login_session_identity_truncated" AFTER TRUNCATE ON "login_session" FOR EACH STATEMENT
  EXECUTE FUNCTION app_identity_everyone_changed();--> statement-breakpoint
CREATE TRIGGER "login_account_identity_truncated" AFTER TRUNCATE ON "login_account" FOR EACH STATEMENT
  EXECUTE FUNCTION app_identity_everyone_changed();--> statement-breakpoint
CREATE TRIGGER "staff_identity_truncated" AFTER TRUNCATE ON "staff" FOR EACH STATEMENT
  EXECUTE FUNCTION app_identity_everyone_changed();--> statement-breakpoint
CREATE TRIGGER "clinic_identity_truncated" AFTER TRUNCATE ON "clinic" FOR EACH STATEMENT
  EXECUTE FUNCTION app_identity_everyone_changed();
