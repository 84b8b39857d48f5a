// Package resource holds Quantity, the fixed-point number that API objects
// use for amounts of CPU, memory and storage: "500m", "128Mi", "1.5Gi".
//
// A Quantity remembers which of three notations it was written in (decimal
// SI suffixes, binary SI suffixes, or a decimal exponent) and always prints
// itself in a canonical form of that notation: "0.5" becomes "500m",
// "1.5Gi" becomes "1536Mi". On the wire it is a string, in JSON and in
// protobuf alike.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/api/resource.
//
// Upstream keeps small values in an int64 and scale and falls back to
// gopkg.in/inf.v0's arbitrary-precision decimal for the rest; we use one
// representation for every value, a math/big integer and a power of ten,
// which is slower but fits on a page. Left out: the cached string (upstream
// reuses the parsed text when it is already canonical, so a few odd inputs
// such as "+1" or "1E3" print as written there and canonically here), CBOR,
// QuantityValue (the pflag adapter), the inf.Dec accessors (AsDec, ToDec,
// AsCanonicalBytes), AsApproximateFloat64, Mul and Neg, and the
// math helpers in math.go and amount.go.
package resource
