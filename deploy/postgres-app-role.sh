#!/bin/sh
# Run once by the postgres image when its data folder is new (docker-entrypoint-initdb.d): the application's
# login role, which owns nothing. The app's first start (as the owner, MIGRATION_DATABASE_URL) migrates and
# grants it what it needs (packages/server/src/db/app-role.ts).
set -eu
psql -v ON_ERROR_STOP=1 -v app_password="$APP_DB_PASSWORD" --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
create role dialysis_app login password :'app_password';
revoke create on schema public from public;
SQL
