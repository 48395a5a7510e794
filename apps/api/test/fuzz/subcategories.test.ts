import { fuzzFamily } from './harness'

fuzzFamily('subcategories')
