CREATE TABLE "intento_login" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"exito" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_acceso" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer,
	"fecha_acceso" timestamp with time zone DEFAULT now() NOT NULL,
	"id_app" integer DEFAULT 1 NOT NULL,
	"platform" text,
	"app_version" text,
	"browser" text,
	"message" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "sesion" (
	"id" uuid PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"origen" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_at" timestamp with time zone NOT NULL,
	"revocada_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "token_recuperacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expira_at" timestamp with time zone NOT NULL,
	"usado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_recuperacion_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "edificio" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text,
	"imagen" "bytea",
	"imagen_tipo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sector" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"raiz_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"nombre_completo" text NOT NULL,
	"email" text,
	"activo" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"debe_cambiar_password" boolean DEFAULT false NOT NULL,
	"token_push" text,
	"ultimo_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuario_sector" (
	"usuario_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "usuario_sector_usuario_id_sector_id_pk" PRIMARY KEY("usuario_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"usuario_id" integer,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"entidad" text NOT NULL,
	"entidad_id" text NOT NULL,
	"accion" text NOT NULL,
	"antes" jsonb,
	"despues" jsonb
);
--> statement-breakpoint
CREATE TABLE "correo_saliente" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" text NOT NULL,
	"asunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"estado" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_asignacion" (
	"usuario_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_asignacion_usuario_id_item_id_pk" PRIMARY KEY("usuario_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "auth_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"tipo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_item_child" (
	"padre_id" integer NOT NULL,
	"hijo_id" integer NOT NULL,
	CONSTRAINT "auth_item_child_padre_id_hijo_id_pk" PRIMARY KEY("padre_id","hijo_id")
);
--> statement-breakpoint
ALTER TABLE "log_acceso" ADD CONSTRAINT "log_acceso_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesion" ADD CONSTRAINT "sesion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_recuperacion" ADD CONSTRAINT "token_recuperacion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sector" ADD CONSTRAINT "sector_raiz_id_edificio_id_fk" FOREIGN KEY ("raiz_id") REFERENCES "public"."edificio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_sector" ADD CONSTRAINT "usuario_sector_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_sector" ADD CONSTRAINT "usuario_sector_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_asignacion" ADD CONSTRAINT "auth_asignacion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_asignacion" ADD CONSTRAINT "auth_asignacion_item_id_auth_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."auth_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_item_child" ADD CONSTRAINT "auth_item_child_padre_id_auth_item_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."auth_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_item_child" ADD CONSTRAINT "auth_item_child_hijo_id_auth_item_id_fk" FOREIGN KEY ("hijo_id") REFERENCES "public"."auth_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intento_login_username_idx" ON "intento_login" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "intento_login_ip_idx" ON "intento_login" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "log_acceso_usuario_idx" ON "log_acceso" USING btree ("usuario_id","fecha_acceso");--> statement-breakpoint
CREATE INDEX "sesion_usuario_idx" ON "sesion" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_username_uq" ON "usuario" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "usuario_email_idx" ON "usuario" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "usuario_sector_sector_idx" ON "usuario_sector" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","entidad_id");--> statement-breakpoint
CREATE INDEX "auditoria_fecha_idx" ON "auditoria" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "correo_saliente_created_idx" ON "correo_saliente" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "auth_asignacion_item_idx" ON "auth_asignacion" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_item_nombre_uq" ON "auth_item" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "auth_item_child_hijo_idx" ON "auth_item_child" USING btree ("hijo_id");