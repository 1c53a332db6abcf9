import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/platform/ui/card";

/** The centred card of the account pages, with the page's one h1. */
export function AccountCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-16">
      <Card className="shadow-md">
        <CardHeader className="gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? (
            <CardDescription className="text-base">{description}</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? (
          <CardFooter className="flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
            {footer}
          </CardFooter>
        ) : null}
      </Card>
    </div>
  );
}
