import { View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import type { ReactNode } from "react";
import { chunk } from "./components";
import { colors, styles } from "./theme";

/** A card printed in two parts: its head (title and text) and, where it has one, its foot (an example). */
export interface SplitCard {
  key: string;
  head: ReactNode;
  foot?: ReactNode;
}

const EDGE = { borderColor: colors.border, backgroundColor: colors.white } satisfies Style;
const RADIUS = 4;
const BORDER = 0.75;
const PADDING = 12;

const whole: Style = {
  ...EDGE,
  borderWidth: BORDER,
  borderTopLeftRadius: RADIUS,
  borderTopRightRadius: RADIUS,
  borderBottomLeftRadius: RADIUS,
  borderBottomRightRadius: RADIUS,
  padding: PADDING,
};
const head: Style = {
  ...EDGE,
  borderTopWidth: BORDER,
  borderLeftWidth: BORDER,
  borderRightWidth: BORDER,
  borderTopLeftRadius: RADIUS,
  borderTopRightRadius: RADIUS,
  paddingTop: PADDING,
  paddingHorizontal: PADDING,
  paddingBottom: 6,
};
const foot: Style = {
  ...EDGE,
  borderBottomWidth: BORDER,
  borderLeftWidth: BORDER,
  borderRightWidth: BORDER,
  borderBottomLeftRadius: RADIUS,
  borderBottomRightRadius: RADIUS,
  paddingHorizontal: PADDING,
  paddingBottom: PADDING,
};

const GAP = 10;
const rowStyle = (marginBottom: number) => [
  styles.row,
  { justifyContent: "space-between" as const, marginBottom },
];

/**
 * Cards side by side, two to a row, printed as a row of their heads over a row of their feet:
 * each row is kept whole and of equal heights, as a card is, but a page may break between a
 * pair's heads and their feet. A pair kept whole (about 300 pt) that no longer fits would move
 * to the next page and leave the one before it half empty; heads and feet each move alone.
 * Returns the rows, so that the first can be kept with its section's heading.
 */
export function cardPairRows(cards: readonly SplitCard[]): ReactNode[] {
  return chunk([...cards]).flatMap((pair, i) => {
    const feet = pair.some((c) => c.foot);
    const heads = (
      <View key={`head-${i}`} style={rowStyle(feet ? 0 : GAP)} wrap={false}>
        {pair.map((c) => (
          <View key={c.key} style={[styles.half, c.foot ? head : whole]}>
            {c.head}
          </View>
        ))}
      </View>
    );
    if (!feet) return [heads];
    return [
      heads,
      <View key={`foot-${i}`} style={rowStyle(GAP)} wrap={false}>
        {pair.map((c) =>
          c.foot ? (
            <View key={c.key} style={[styles.half, foot]}>
              {c.foot}
            </View>
          ) : (
            <View key={c.key} style={styles.half} />
          ),
        )}
      </View>,
    ];
  });
}
