package environment

import (
	"fmt"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/checker"
	"github.com/google/cel-go/ext"
	"github.com/google/cel-go/interpreter"

	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/library"
)

// Version is a Kubernetes minor version, 1.<Minor>.
type Version struct{ Major, Minor int }

// MajorMinor returns a version. Upstream: k8s.io/apimachinery/pkg/util/version.MajorMinor.
func MajorMinor(major, minor int) Version { return Version{major, minor} }

// AtLeast tells whether v is o or later.
func (v Version) AtLeast(o Version) bool {
	return v.Major > o.Major || v.Major == o.Major && v.Minor >= o.Minor
}

func (v Version) String() string { return fmt.Sprintf("%d.%d", v.Major, v.Minor) }

// DefaultCompatibilityVersion is the oldest version whose environment new
// expressions must compile in: one minor below this server (v1.37), so
// that a rollback to v1.36 still understands every stored rule.
// Upstream: k8s.io/apiserver/pkg/cel/environment.DefaultCompatibilityVersion.
func DefaultCompatibilityVersion() Version { return MajorMinor(1, 36) }

// currentVersion is the version of this server.
var currentVersion = MajorMinor(1, 37)

// VersionedOptions are environment and program options introduced (and
// perhaps removed) at a version, with the declared types they need.
// Upstream: k8s.io/apiserver/pkg/cel/environment.VersionedOptions.
type VersionedOptions struct {
	// IntroducedVersion is the first version with the options.
	IntroducedVersion Version
	// RemovedVersion, when set, is the first version without them.
	RemovedVersion *Version
	EnvOptions     []cel.EnvOption
	ProgramOptions []cel.ProgramOption
	// DeclTypes are object types the options' variables use.
	DeclTypes []*apiservercel.DeclType
}

func (o VersionedOptions) activeAt(v Version) bool {
	return v.AtLeast(o.IntroducedVersion) && (o.RemovedVersion == nil || !v.AtLeast(*o.RemovedVersion))
}

// baseOpts are the options every Kubernetes CEL environment starts with.
// Upstream: k8s.io/apiserver/pkg/cel/environment.baseOpts.
var baseOpts = []VersionedOptions{
	{
		IntroducedVersion: MajorMinor(1, 0),
		EnvOptions: []cel.EnvOption{
			cel.HomogeneousAggregateLiterals(),
			cel.EagerlyValidateDeclarations(true),
			cel.DefaultUTCTimeZone(true),
			library.URLs(),
			library.Regex(),
			// A has() test costs nothing, as upstream decided for
			// compatibility with its first estimates.
			cel.CostEstimatorOptions(checker.PresenceTestHasCost(false)),
		},
		ProgramOptions: []cel.ProgramOption{
			cel.EvalOptions(cel.OptOptimize, cel.OptTrackCost),
			cel.CostLimit(apiservercel.PerCallLimit),
			cel.CostTrackerOptions(interpreter.PresenceTestHasCost(false)),
			// StrictCostOpt upstream: the Kubernetes functions' runtime cost.
			cel.CostTracking(&library.CostEstimator{}),
		},
	},
	{
		IntroducedVersion: MajorMinor(1, 0),
		RemovedVersion:    &v1_37,
		EnvOptions:        []cel.EnvOption{library.Lists(0)},
	},
	{
		IntroducedVersion: MajorMinor(1, 28),
		EnvOptions: []cel.EnvOption{
			cel.CrossTypeNumericComparisons(true),
			cel.OptionalTypes(),
			library.Quantity(),
		},
	},
	{
		IntroducedVersion: MajorMinor(1, 29),
		EnvOptions: []cel.EnvOption{
			cel.ASTValidators(
				cel.ValidateDurationLiterals(),
				cel.ValidateTimestampLiterals(),
				cel.ValidateRegexLiterals(),
				cel.ValidateHomogeneousAggregateLiterals(),
			),
			ext.Strings(ext.StringsVersion(2)),
			ext.Sets(),
		},
	},
	{
		IntroducedVersion: MajorMinor(1, 30),
		EnvOptions:        []cel.EnvOption{library.IP(), library.CIDR()},
	},
	{
		IntroducedVersion: MajorMinor(1, 31),
		EnvOptions:        []cel.EnvOption{library.FormatLib()},
	},
	{
		IntroducedVersion: MajorMinor(1, 32),
		EnvOptions:        []cel.EnvOption{ext.TwoVarComprehensions()},
	},
	{
		IntroducedVersion: MajorMinor(1, 33),
		EnvOptions:        []cel.EnvOption{library.SemverLib()},
	},
	{
		IntroducedVersion: MajorMinor(1, 34),
		EnvOptions:        []cel.EnvOption{ext.Lists(ext.ListsVersion(3))},
	},
	{
		IntroducedVersion: v1_37,
		EnvOptions:        []cel.EnvOption{library.Lists(1)},
	},
}

var v1_37 = MajorMinor(1, 37)

// EnvSet is a pair of environments: for new expressions, at the
// compatibility version, and for stored ones, at this server's version.
// Upstream: k8s.io/apiserver/pkg/cel/environment.EnvSet.
type EnvSet struct {
	compatibilityVersion Version
	newExpressions       *cel.Env
	storedExpressions    *cel.Env
}

// MustBaseEnvSet returns the base environments at the compatibility
// version; it panics only if the options above are broken, which every
// test would show.
// Upstream: k8s.io/apiserver/pkg/cel/environment.MustBaseEnvSet.
func MustBaseEnvSet(compatibilityVersion Version) *EnvSet {
	empty, err := cel.NewEnv()
	if err != nil {
		panic(err)
	}
	set := &EnvSet{compatibilityVersion: compatibilityVersion, newExpressions: empty, storedExpressions: empty}
	set, err = set.Extend(baseOpts...)
	if err != nil {
		panic(fmt.Sprintf("the base CEL environment does not build: %v", err))
	}
	return set
}

// NewExpressionsEnv compiles expressions being written now (a CRD's
// rules on create, and on update the rules that changed).
// Upstream: k8s.io/apiserver/pkg/cel/environment.(*EnvSet).NewExpressionsEnv.
func (e *EnvSet) NewExpressionsEnv() *cel.Env { return e.newExpressions }

// StoredExpressionsEnv compiles expressions read back from storage.
// Upstream: k8s.io/apiserver/pkg/cel/environment.(*EnvSet).StoredExpressionsEnv.
func (e *EnvSet) StoredExpressionsEnv() *cel.Env { return e.storedExpressions }

// Extend returns an EnvSet with more options: this is how a user adds
// its variables and their types.
// Upstream: k8s.io/apiserver/pkg/cel/environment.(*EnvSet).Extend.
func (e *EnvSet) Extend(options ...VersionedOptions) (*EnvSet, error) {
	newExpressions, err := extend(e.newExpressions, e.compatibilityVersion, options)
	if err != nil {
		return nil, err
	}
	storedExpressions, err := extend(e.storedExpressions, currentVersion, options)
	if err != nil {
		return nil, err
	}
	return &EnvSet{compatibilityVersion: e.compatibilityVersion, newExpressions: newExpressions, storedExpressions: storedExpressions}, nil
}

func extend(base *cel.Env, v Version, options []VersionedOptions) (*cel.Env, error) {
	var envOpts []cel.EnvOption
	var progOpts []cel.ProgramOption
	var declTypes []*apiservercel.DeclType
	for _, o := range options {
		if !o.activeAt(v) {
			continue
		}
		envOpts = append(envOpts, o.EnvOptions...)
		progOpts = append(progOpts, o.ProgramOptions...)
		declTypes = append(declTypes, o.DeclTypes...)
	}
	if len(declTypes) > 0 {
		provider := apiservercel.NewDeclTypeProvider(declTypes...)
		envOpts = append(provider.EnvOptions(base.CELTypeProvider()), envOpts...)
	}
	if len(progOpts) > 0 {
		envOpts = append(envOpts, cel.Lib(&programOptions{opts: progOpts}))
	}
	return base.Extend(envOpts...)
}

// programOptions carries program options in the environment, so that
// every env.Program gets them.
type programOptions struct{ opts []cel.ProgramOption }

func (p *programOptions) CompileOptions() []cel.EnvOption     { return nil }
func (p *programOptions) ProgramOptions() []cel.ProgramOption { return p.opts }
