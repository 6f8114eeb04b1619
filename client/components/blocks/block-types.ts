/** Small shapes the blocks share. */

/** A link shown as a button: a label and where it goes (site path, #fragment, tel:, https:). */
export interface LinkAction {
  label: string;
  to: string;
}

/** An image with its intrinsic size, so the browser reserves the space (no layout shift). */
export interface BlockImage {
  src: string;
  /** '' for a purely decorative image. */
  alt: string;
  width: number;
  height: number;
}
