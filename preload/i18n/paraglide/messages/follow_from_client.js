/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_From_ClientInputs */

const en_follow_from_client = /** @type {(inputs: Follow_From_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A client's preferred and normal workers`)
};

/**
* | output |
* | --- |
* | "A client's preferred and normal workers" |
*
* @param {Follow_From_ClientInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_from_client = /** @type {((inputs?: Follow_From_ClientInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_From_ClientInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_from_client", en_follow_from_client));
