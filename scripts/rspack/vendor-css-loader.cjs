// Production builds: the vendor stylesheets cut to the classes the portal can use (vendor-css.mjs).
module.exports = function vendorCssLoader(source) {
  const callback = this.async();
  import('./vendor-css.mjs').then(
    ({ purgeVendorCss }) => callback(null, purgeVendorCss(source)),
    (error) => callback(error),
  );
};
