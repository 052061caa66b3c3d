-- Payloads of the socket.io PostgreSQL adapter over NOTIFY's 8000-byte limit.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
