-- A card-paid report is locked again when its charge is refunded in full or disputed.
ALTER TYPE "PaymentStatus" ADD VALUE 'refunded';
ALTER TYPE "PaymentStatus" ADD VALUE 'disputed';

-- Refunds and disputes name the PaymentIntent, learned when the Checkout Session is paid.
ALTER TABLE "payments" ADD COLUMN "paymentIntentId" TEXT;
CREATE UNIQUE INDEX "payments_paymentIntentId_key" ON "payments"("paymentIntentId");
