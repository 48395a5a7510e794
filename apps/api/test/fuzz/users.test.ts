import { fuzzFamily } from './harness'

fuzzFamily('users')
