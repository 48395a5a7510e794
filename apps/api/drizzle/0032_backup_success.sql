-- The scheduled backup's last success, read by the health answer and the metrics on every
-- instance (the tick runs on one of them).
ALTER TABLE "job_schedules" ADD COLUMN "last_success_at" timestamptz;
