-- AlterEnum
ALTER TYPE "JobKind" ADD VALUE 'team_refresh';
