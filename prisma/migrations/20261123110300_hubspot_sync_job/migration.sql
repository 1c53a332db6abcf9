-- AlterEnum
ALTER TYPE "JobKind" ADD VALUE 'hubspot_sync';
