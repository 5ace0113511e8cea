#!/bin/sh
# The role the portal connects as: it owns the portal's database (so its migrations can
# make and change the tables) but is neither a superuser nor BYPASSRLS, so row-level
# security holds for it (docs/security.md). The postgres image runs this once, when the
# database volume is first made (/docker-entrypoint-initdb.d); POSTGRES_USER stays the
# administrator and is not for the app. With PRODUCTION=on the server refuses to start
# as a role that could bypass row-level security.
set -eu
: "${PORTAL_DB_PASSWORD:?set PORTAL_DB_PASSWORD}"
APP_ROLE="${PORTAL_DB_USER:-portal_app}"

psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v role="$APP_ROLE" -v password="$PORTAL_DB_PASSWORD" -v dbname="$POSTGRES_DB" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN', :'role')
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \gexec
ALTER ROLE :"role" LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION
  PASSWORD :'password';
ALTER DATABASE :"dbname" OWNER TO :"role";
-- PostgreSQL 15+ gives the public schema to the database's owner; older ones need this.
ALTER SCHEMA public OWNER TO :"role";
SQL
