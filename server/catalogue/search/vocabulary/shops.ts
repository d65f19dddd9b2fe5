import type { TVocabulary } from './vocabulary-types.ts'

/** Shops, online stores and local businesses (no industry of their own: e-commerce agents are filed under sales, service or general). */
export const SHOPS: TVocabulary = {
  synonyms: {
    shop: ['store', 'ecommerce', 'e-commerce', 'shopify', 'woocommerce'],
    store: ['shop', 'ecommerce', 'e-commerce', 'shopify', 'woocommerce'],
    ecommerce: ['e-commerce', 'shop', 'store', 'shopify', 'woocommerce'],
    products: ['product'],
    seller: ['sellers', 'amazon', 'e-commerce'],
    boutique: ['shop', 'store', 'ecommerce'],
    retail: ['shop', 'store', 'ecommerce'],
    retailer: ['retail', 'shop', 'store'],
    shoppers: ['customer', 'shopping', 'ecommerce'],
    etsy: ['ecommerce', 'shop', 'seller'],
    amazon: ['ecommerce', 'seller'],
    listings: ['listing', 'product description'],
    listing: ['product description', 'product'],
    stock: ['inventory', 'stock level'],
    inventory: ['stock', 'warehouse'],
    delivery: ['logistics', 'shipping'],
    shipping: ['logistics', 'delivery', 'order'],
    orders: ['order', 'ecommerce'],
    reviews: ['review', 'feedback', 'reputation'],
    restaurant: ['menu', 'reservation', 'booking'],
    salon: ['booking', 'appointment'],
  },
  misspellings: {
    ecomerce: 'ecommerce',
  },
}
