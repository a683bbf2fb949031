/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_Change_TimeoutInputs */

const en_outbox_reason_change_timeout = /** @type {(inputs: Outbox_Reason_Change_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The change may have been applied.`)
};

/**
* | output |
* | --- |
* | "The change may have been applied." |
*
* @param {Outbox_Reason_Change_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_change_timeout = /** @type {((inputs?: Outbox_Reason_Change_TimeoutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Change_TimeoutInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_change_timeout", en_outbox_reason_change_timeout));
