import { fuzzFamily } from './harness'

fuzzFamily('auth')
