/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Demo_ElsewhereInputs */

const en_clients_demo_elsewhere = /** @type {(inputs: Clients_Demo_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This client has no documents in the demo data; these clients do`)
};

/**
* | output |
* | --- |
* | "This client has no documents in the demo data; these clients do" |
*
* @param {Clients_Demo_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_demo_elsewhere = /** @type {((inputs?: Clients_Demo_ElsewhereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Demo_ElsewhereInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_demo_elsewhere", en_clients_demo_elsewhere));
