/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_LaterInputs */

const en_outbox_reason_later = /** @type {(inputs: Outbox_Reason_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server asked to send it later.`)
};

/**
* | output |
* | --- |
* | "The server asked to send it later." |
*
* @param {Outbox_Reason_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_later = /** @type {((inputs?: Outbox_Reason_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_LaterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_later", en_outbox_reason_later));
