/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Demo_ExamplesInputs */

const en_clients_demo_examples = /** @type {(inputs: Clients_Demo_ExamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Examples from the demo data`)
};

/**
* | output |
* | --- |
* | "Examples from the demo data" |
*
* @param {Clients_Demo_ExamplesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_demo_examples = /** @type {((inputs?: Clients_Demo_ExamplesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Demo_ExamplesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_demo_examples", en_clients_demo_examples));
