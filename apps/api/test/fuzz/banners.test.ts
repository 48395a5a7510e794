import { fuzzFamily } from './harness'

fuzzFamily('banners')
