CREATE TABLE "presence" (
	"place" text NOT NULL,
	"user_id" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "presence_place_user_id_pk" PRIMARY KEY("place","user_id")
);
--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_expires_idx" ON "presence" USING btree ("expires_at");