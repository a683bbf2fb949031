/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_DevtoolsInputs */

const en_menu_devtools = /** @type {(inputs: Menu_DevtoolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developer tools`)
};

/**
* | output |
* | --- |
* | "Developer tools" |
*
* @param {Menu_DevtoolsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_devtools = /** @type {((inputs?: Menu_DevtoolsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_DevtoolsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("menu_devtools", en_menu_devtools));
