CREATE TABLE "preferencia_usuario" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"correo_notificaciones" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preferencia_usuario" ADD CONSTRAINT "preferencia_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;