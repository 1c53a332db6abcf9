-- The funnel reads its daily rollups (lead_day_counts) since 20261126095100_admin_rollups: this
-- index was no longer read, and cost every submission a write.
-- DropIndex
DROP INDEX "assessments_funnel_idx";
