/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_Lost_TrackInputs */

const en_outbox_reason_lost_track = /** @type {(inputs: Outbox_Reason_Lost_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app lost track of the request while sending it.`)
};

/**
* | output |
* | --- |
* | "The app lost track of the request while sending it." |
*
* @param {Outbox_Reason_Lost_TrackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_lost_track = /** @type {((inputs?: Outbox_Reason_Lost_TrackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Lost_TrackInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_lost_track", en_outbox_reason_lost_track));
