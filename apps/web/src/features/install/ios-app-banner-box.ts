/** The App Store banner's box: a fixed height, so the frame can keep its place while its code loads. */
export const IOS_APP_BANNER_BOX = 'h-16 shrink-0 border-b border-line bg-raised';
