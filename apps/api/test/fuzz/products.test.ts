import { fuzzFamily } from './harness'

fuzzFamily('products')
