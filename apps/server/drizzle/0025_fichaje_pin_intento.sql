CREATE TABLE "fichaje_pin_intento" (
	"id" serial PRIMARY KEY NOT NULL,
	"dni" text NOT NULL,
	"kiosco_id" integer,
	"ip" text,
	"exito" boolean DEFAULT false NOT NULL,
	"bloqueo_hasta" timestamp with time zone,
	"anulado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fichaje_pin_intento" ADD CONSTRAINT "fichaje_pin_intento_kiosco_id_kiosco_id_fk" FOREIGN KEY ("kiosco_id") REFERENCES "public"."kiosco"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fichaje_pin_intento_dni_idx" ON "fichaje_pin_intento" USING btree ("dni","created_at");