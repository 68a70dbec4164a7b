// What the online quiz's home and result show of the red packet: the offer, whose panel loads only where one is paid.
export { RedPacketOffer } from './red-packet-offer.js';
