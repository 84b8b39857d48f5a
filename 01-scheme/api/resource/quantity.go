package resource

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Quantity is a fixed-point number with a notation. It is written
//
//	<quantity>  ::= <sign><digits>[.<digits>]<suffix>
//	<suffix>    ::= <binarySI> | <decimalSI> | <exponent>
//	<binarySI>  ::= Ki | Mi | Gi | Ti | Pi | Ei          (powers of 1024)
//	<decimalSI> ::= n | u | m | "" | k | M | G | T | P | E (powers of 1000)
//	<exponent>  ::= e<signed digits> | E<signed digits>   (powers of ten)
//
// Parsing keeps the value exactly down to nano (10^-9); a finer non-zero
// value is rounded away from zero, so "0.1n" is "1n". A binary-SI value is
// capped at 2^63-1. String prints the canonical form of the notation the
// quantity was written in: no fractional digits, the largest suffix that
// loses nothing ("1.5" is "1500m", "1.5Gi" is "1536Mi", "1000" is "1k").
//
// The zero value is 0. A Quantity is a value: methods that change it
// (RoundUp, Add, Sub) replace its number rather than modify it, so copies
// may share it safely. Upstream: k8s.io/apimachinery/pkg/api/resource.Quantity.
type Quantity struct {
	// unscaled and scale hold the number unscaled × 10^scale. A nil
	// unscaled is zero. unscaled never ends in a zero digit, so equal
	// numbers have equal fields and reflect.DeepEqual compares values.
	unscaled *big.Int
	scale    int32

	// Format is the notation String writes; change it at will.
	Format
}

// Format is one of the three notations a Quantity can be written in.
// Upstream: k8s.io/apimachinery/pkg/api/resource.Format.
type Format string

// The three notations.
const (
	DecimalExponent = Format("DecimalExponent") // 12e6
	BinarySI        = Format("BinarySI")        // 12Mi (12 × 2^20)
	DecimalSI       = Format("DecimalSI")       // 12M (12 × 10^6)
)

// Scale is a power of ten, used to ask for a value in some unit: Milli
// asks for thousandths. Upstream: k8s.io/apimachinery/pkg/api/resource.Scale.
type Scale int32

// The powers of ten that have SI names.
const (
	Nano  Scale = -9
	Micro Scale = -6
	Milli Scale = -3
	Kilo  Scale = 3
	Mega  Scale = 6
	Giga  Scale = 9
	Tera  Scale = 12
	Peta  Scale = 15
	Exa   Scale = 18
)

// splitREString is the shape a quantity must have; it appears in
// ErrFormatWrong exactly as upstream words it.
const splitREString = "^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"

// The errors ParseQuantity returns, worded as upstream's.
var (
	ErrFormatWrong = errors.New("quantities must match the regular expression '" + splitREString + "'")
	ErrNumeric     = errors.New("unable to parse numeric part of quantity")
	ErrSuffix      = errors.New("unable to parse quantity's suffix")
)

// decimalSuffixes maps each decimal SI suffix to its power of ten.
var decimalSuffixes = map[string]int32{
	"n": -9, "u": -6, "m": -3, "": 0,
	"k": 3, "M": 6, "G": 9, "T": 12, "P": 15, "E": 18,
}

// binarySuffixes lists the binary SI suffixes: entry i is 1024^i.
var binarySuffixes = []string{"", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"}

// maxBinary is the cap on a parsed binary-SI value, 2^63-1.
var maxBinary = big.NewInt(math.MaxInt64)

// MustParse is ParseQuantity for strings known to be valid; it panics on
// an error. Upstream: k8s.io/apimachinery/pkg/api/resource.MustParse.
func MustParse(str string) Quantity {
	q, err := ParseQuantity(str)
	if err != nil {
		panic(fmt.Errorf("cannot parse '%v': %v", str, err))
	}
	return q
}

// ParseQuantity reads a quantity in any of the notations. Like upstream's
// scanner it reads a sign or a suffix without digits ("-", "M", "e3") as
// zero; upstream rejects a few of those ("Pi", "e-12") only because they
// take its slower code path.
// Upstream: k8s.io/apimachinery/pkg/api/resource.ParseQuantity.
func ParseQuantity(str string) (Quantity, error) {
	if len(str) == 0 {
		return Quantity{}, ErrFormatWrong
	}
	positive, whole, fraction, suffix, err := splitQuantity(str)
	if err != nil {
		return Quantity{}, err
	}
	base, exponent, format, ok := interpretSuffix(suffix)
	if !ok {
		return Quantity{}, ErrSuffix
	}
	digits := strings.TrimLeft(whole+fraction, "0")
	if digits == "" {
		return Quantity{Format: format}, nil
	}

	u, ok := new(big.Int).SetString(digits, 10)
	if !ok {
		return Quantity{}, ErrNumeric
	}
	scale := -int64(len(fraction))
	if base == 10 {
		scale += int64(exponent)
	} else {
		u.Lsh(u, uint(exponent))
	}
	u, scale = roundUpToNano(u, scale)
	if format == BinarySI {
		if cmpMagnitude(u, scale, maxBinary, 0) > 0 {
			u, scale = new(big.Int).Set(maxBinary), 0
		}
		if cmpMagnitude(u, scale, big.NewInt(1), 0) < 0 {
			format = DecimalSI // a binary fraction would only confuse
		}
	}
	if !positive {
		u = new(big.Int).Neg(u)
	}
	q, ok := newQuantity(u, scale, format)
	if !ok {
		return Quantity{}, ErrNumeric
	}
	return q, nil
}

// splitQuantity cuts str into its sign, the digits before and after the
// decimal point and the suffix. It checks the suffix's shape (letters from
// "eEinumkKMGTP", then an optional signed number) but not its meaning.
func splitQuantity(str string) (positive bool, whole, fraction, suffix string, err error) {
	positive = true
	i := 0
	if str[0] == '+' || str[0] == '-' {
		positive = str[0] == '+'
		i++
	}
	start := i
	i = skipDigits(str, i)
	whole = str[start:i]
	if i < len(str) && str[i] == '.' {
		start = i + 1
		i = skipDigits(str, start)
		fraction = str[start:i]
	}
	suffix = str[i:]

	j := 0
	for j < len(suffix) && strings.IndexByte("eEinumkKMGTP", suffix[j]) >= 0 {
		j++
	}
	if j < len(suffix) && (suffix[j] == '+' || suffix[j] == '-') {
		j++
	}
	if skipDigits(suffix, j) != len(suffix) {
		return false, "", "", "", ErrFormatWrong
	}
	return positive, whole, fraction, suffix, nil
}

func skipDigits(s string, i int) int {
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

// interpretSuffix says what a suffix multiplies by: base^exponent.
func interpretSuffix(suffix string) (base int, exponent int32, format Format, ok bool) {
	if e, found := decimalSuffixes[suffix]; found {
		return 10, e, DecimalSI, true
	}
	for i, s := range binarySuffixes[1:] {
		if s == suffix {
			return 2, int32(10 * (i + 1)), BinarySI, true
		}
	}
	if len(suffix) > 1 && (suffix[0] == 'e' || suffix[0] == 'E') {
		e, err := strconv.ParseInt(suffix[1:], 10, 32)
		if err != nil {
			return 0, 0, "", false
		}
		return 10, int32(e), DecimalExponent, true
	}
	return 0, 0, "", false
}

// roundUpToNano rounds the positive number u × 10^scale away from zero to a
// whole number of nanos: asking for a tiny amount of a resource still asks
// for some.
func roundUpToNano(u *big.Int, scale int64) (*big.Int, int64) {
	if scale >= int64(Nano) {
		return u, scale
	}
	drop := int64(Nano) - scale
	if drop > int64(len(u.Text(10))) {
		return big.NewInt(1), int64(Nano) // less than one nano
	}
	return divAwayFromZero(u, pow10(drop)), int64(Nano)
}

// newQuantity normalises u × 10^scale (no trailing zeros in u, nil for
// zero); it fails if the scale does not fit an int32.
func newQuantity(u *big.Int, scale int64, format Format) (Quantity, bool) {
	if u.Sign() == 0 {
		return Quantity{Format: format}, true
	}
	text := u.Text(10)
	if trimmed := strings.TrimRight(text, "0"); len(trimmed) < len(text) {
		scale += int64(len(text) - len(trimmed))
		u, _ = new(big.Int).SetString(trimmed, 10)
	}
	if scale < math.MinInt32 || scale > math.MaxInt32 {
		return Quantity{}, false
	}
	return Quantity{unscaled: u, scale: int32(scale), Format: format}, true
}

// mustQuantity is newQuantity for scales known to fit.
func mustQuantity(u *big.Int, scale int64, format Format) Quantity {
	q, ok := newQuantity(u, scale, format)
	if !ok {
		panic(fmt.Sprintf("quantity scale %d out of range", scale))
	}
	return q
}

// NewQuantity returns value in the given notation.
// Upstream: k8s.io/apimachinery/pkg/api/resource.NewQuantity.
func NewQuantity(value int64, format Format) *Quantity {
	q := mustQuantity(big.NewInt(value), 0, format)
	return &q
}

// NewMilliQuantity returns value/1000 in the given notation.
// Upstream: k8s.io/apimachinery/pkg/api/resource.NewMilliQuantity.
func NewMilliQuantity(value int64, format Format) *Quantity {
	q := mustQuantity(big.NewInt(value), int64(Milli), format)
	return &q
}

// NewScaledQuantity returns value × 10^scale in DecimalSI.
// Upstream: k8s.io/apimachinery/pkg/api/resource.NewScaledQuantity.
func NewScaledQuantity(value int64, scale Scale) *Quantity {
	q := mustQuantity(big.NewInt(value), int64(scale), DecimalSI)
	return &q
}

// DeepCopy returns q: its number is never modified in place, so a copy of
// the struct is a deep copy.
// Upstream: k8s.io/apimachinery/pkg/api/resource.Quantity.DeepCopy.
func (q Quantity) DeepCopy() Quantity { return q }

// IsZero reports whether q is zero.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).IsZero.
func (q Quantity) IsZero() bool { return q.unscaled == nil }

// Sign returns -1, 0 or 1.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).Sign.
func (q Quantity) Sign() int {
	if q.unscaled == nil {
		return 0
	}
	return q.unscaled.Sign()
}

// Cmp returns -1, 0 or 1 as q is less than, equal to or greater than y,
// whatever their notations.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).Cmp.
func (q Quantity) Cmp(y Quantity) int {
	if qs, ys := q.Sign(), y.Sign(); qs != ys || qs == 0 {
		return compareInts(int64(qs), int64(ys))
	}
	return q.Sign() * cmpMagnitude(q.unscaled, int64(q.scale), y.unscaled, int64(y.scale))
}

// CmpInt64 compares q with y.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).CmpInt64.
func (q Quantity) CmpInt64(y int64) int {
	return q.Cmp(*NewQuantity(y, DecimalSI))
}

// Equal reports whether q and v are the same number.
// Upstream: k8s.io/apimachinery/pkg/api/resource.Quantity.Equal.
func (q Quantity) Equal(v Quantity) bool { return q.Cmp(v) == 0 }

// Value returns q rounded away from zero to an integer. A value beyond
// int64 saturates at math.MaxInt64 or math.MinInt64 (upstream's result is
// undefined there). Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).Value.
func (q Quantity) Value() int64 { return q.ScaledValue(0) }

// MilliValue returns q × 1000, rounded away from zero, saturating as Value.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).MilliValue.
func (q Quantity) MilliValue() int64 { return q.ScaledValue(Milli) }

// ScaledValue returns q / 10^scale, rounded away from zero, saturating as
// Value. Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).ScaledValue.
func (q Quantity) ScaledValue(scale Scale) int64 {
	if q.unscaled == nil {
		return 0
	}
	shift := int64(q.scale) - int64(scale)
	var r *big.Int
	switch {
	case shift > 19:
		return saturate(q.Sign())
	case shift >= 0:
		r = new(big.Int).Mul(q.unscaled, pow10(shift))
	case -shift > int64(len(q.unscaled.Text(10))):
		r = big.NewInt(int64(q.Sign())) // a fraction of the unit
	default:
		r = divAwayFromZero(q.unscaled, pow10(-shift))
	}
	if !r.IsInt64() {
		return saturate(q.Sign())
	}
	return r.Int64()
}

// AsInt64 returns q as an int64 if it is an integer that fits.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).AsInt64.
func (q Quantity) AsInt64() (int64, bool) {
	if q.unscaled == nil {
		return 0, true
	}
	if q.scale < 0 || q.scale > 19 {
		return 0, false
	}
	r := new(big.Int).Mul(q.unscaled, pow10(int64(q.scale)))
	if !r.IsInt64() {
		return 0, false
	}
	return r.Int64(), true
}

// RoundUp rounds q away from zero to a multiple of 10^scale and reports
// whether that lost nothing. Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).RoundUp.
func (q *Quantity) RoundUp(scale Scale) bool {
	if q.unscaled == nil || q.scale >= int32(scale) {
		return true
	}
	divisor := pow10(int64(scale) - int64(q.scale))
	exact := new(big.Int).Rem(q.unscaled, divisor).Sign() == 0
	*q = mustQuantity(divAwayFromZero(q.unscaled, divisor), int64(scale), q.Format)
	return exact
}

// Add adds y to q. A zero q takes y's notation.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).Add.
func (q *Quantity) Add(y Quantity) {
	format := q.Format
	if q.IsZero() {
		format = y.Format
	}
	if y.IsZero() {
		q.Format = format
		return
	}
	if q.IsZero() {
		*q = y
		return
	}
	scale := min(q.scale, y.scale)
	a := new(big.Int).Mul(q.unscaled, pow10(int64(q.scale-scale)))
	b := new(big.Int).Mul(y.unscaled, pow10(int64(y.scale-scale)))
	*q = mustQuantity(a.Add(a, b), int64(scale), format)
}

// Sub subtracts y from q. A zero q takes y's notation.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).Sub.
func (q *Quantity) Sub(y Quantity) {
	if y.unscaled != nil {
		y.unscaled = new(big.Int).Neg(y.unscaled)
	}
	q.Add(y)
}

// String returns the canonical form. A BinarySI quantity that is not a
// whole number, or is smaller than 1024 in magnitude, prints as DecimalSI
// (binary suffixes would have to round it); a DecimalSI quantity beyond
// "E" prints with an exponent, since no suffix is left.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).String and
// CanonicalizeBytes.
func (q Quantity) String() string {
	if q.unscaled == nil {
		return "0"
	}
	format := q.Format
	switch format {
	case DecimalSI, DecimalExponent:
	case BinarySI:
		if q.scale < 0 || (q.CmpInt64(-1024) > 0 && q.CmpInt64(1024) < 0) {
			format = DecimalSI
		}
	default:
		format = DecimalExponent
	}
	if format == BinarySI {
		return q.binaryString()
	}
	mantissa, exponent := q.canonicalDecimal()
	return mantissa + decimalSuffix(exponent, format)
}

// canonicalDecimal writes q as an integer mantissa times 10^exponent with
// exponent a multiple of three, as large as possible.
func (q Quantity) canonicalDecimal() (string, int32) {
	exponent := q.scale
	down := ((exponent % 3) + 3) % 3 // how far down to the multiple of three
	mantissa := new(big.Int).Mul(q.unscaled, pow10(int64(down)))
	return mantissa.Text(10), exponent - down
}

// decimalSuffix is the suffix for 10^exponent.
func decimalSuffix(exponent int32, format Format) string {
	if format == DecimalSI {
		for s, e := range decimalSuffixes {
			if e == exponent {
				return s
			}
		}
	}
	if exponent == 0 {
		return ""
	}
	return "e" + strconv.FormatInt(int64(exponent), 10)
}

// binaryString writes a whole q as the largest power of 1024 that divides it.
func (q Quantity) binaryString() string {
	v := new(big.Int).Mul(q.unscaled, pow10(int64(q.scale)))
	k := big.NewInt(1024)
	i := 0
	for i < len(binarySuffixes)-1 {
		quo, rem := new(big.Int).QuoRem(v, k, new(big.Int))
		if rem.Sign() != 0 {
			break
		}
		v = quo
		i++
	}
	return v.Text(10) + binarySuffixes[i]
}

// MarshalJSON writes q as a JSON string in canonical form.
// Upstream: k8s.io/apimachinery/pkg/api/resource.Quantity.MarshalJSON.
func (q Quantity) MarshalJSON() ([]byte, error) {
	return []byte(`"` + q.String() + `"`), nil
}

// ToUnstructured is the quantity as MarshalJSON writes it, without the
// quotes: structured-merge-diff reads it without a JSON round trip.
// Upstream: k8s.io/apimachinery/pkg/api/resource.Quantity.ToUnstructured.
func (q Quantity) ToUnstructured() interface{} {
	return q.String()
}

// UnmarshalJSON reads a JSON string, or a JSON number (which upstream
// accepts too); null is zero. Surrounding spaces are ignored.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).UnmarshalJSON.
func (q *Quantity) UnmarshalJSON(value []byte) error {
	s := string(value)
	if s == "null" {
		*q = Quantity{}
		return nil
	}
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1]
	}
	parsed, err := ParseQuantity(strings.TrimSpace(s))
	if err != nil {
		return err
	}
	*q = parsed
	return nil
}

// cmpMagnitude compares |a| × 10^as with |b| × 10^bs, both non-zero.
func cmpMagnitude(a *big.Int, as int64, b *big.Int, bs int64) int {
	x, y := new(big.Int).Abs(a), new(big.Int).Abs(b)
	// Numbers with more digits before the point are larger; checking that
	// first keeps the alignment below small.
	if dx, dy := int64(len(x.Text(10)))+as, int64(len(y.Text(10)))+bs; dx != dy {
		return compareInts(dx, dy)
	}
	if as > bs {
		x.Mul(x, pow10(as-bs))
	} else {
		y.Mul(y, pow10(bs-as))
	}
	return x.Cmp(y)
}

func compareInts(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// divAwayFromZero divides, rounding any remainder away from zero.
func divAwayFromZero(u, divisor *big.Int) *big.Int {
	quo, rem := new(big.Int).QuoRem(u, divisor, new(big.Int))
	if rem.Sign() != 0 {
		quo.Add(quo, big.NewInt(int64(u.Sign())))
	}
	return quo
}

func pow10(n int64) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(n), nil)
}

func saturate(sign int) int64 {
	if sign < 0 {
		return math.MinInt64
	}
	return math.MaxInt64
}
