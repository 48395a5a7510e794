import { fuzzFamily } from './harness'

fuzzFamily('other')
