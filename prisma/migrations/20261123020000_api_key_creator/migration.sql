-- API keys record the key that created them through the API (NULL: created by the admin CLI or at
-- signup). Revoking a key revokes every key it created, transitively (src/domain/accounts/keys.ts).
ALTER TABLE "api_keys" ADD COLUMN "created_by_key_id" UUID;
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_key_id_fkey" FOREIGN KEY ("created_by_key_id") REFERENCES "api_keys"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "api_keys_created_by_key_id_idx" ON "api_keys"("created_by_key_id");
