package admission

import (
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"
	"sync"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// Factory makes a plugin from its configuration; config is nil when the
// admission configuration file has none for the plugin.
// Upstream: k8s.io/apiserver/pkg/admission.Factory.
type Factory func(config io.Reader) (Interface, error)

// Plugins is a registry of plugin factories by name. A server registers
// every plugin it knows at startup (kube-apiserver's RegisterAllAdmissionPlugins);
// --enable-admission-plugins then picks, by name, which run.
// Upstream: k8s.io/apiserver/pkg/admission.Plugins.
type Plugins struct {
	lock     sync.Mutex
	registry map[string]Factory
}

// NewPlugins returns an empty registry.
// Upstream: k8s.io/apiserver/pkg/admission.NewPlugins.
func NewPlugins() *Plugins {
	return &Plugins{}
}

// Registered returns the registered names, sorted.
// Upstream: k8s.io/apiserver/pkg/admission.(*Plugins).Registered.
func (ps *Plugins) Registered() []string {
	ps.lock.Lock()
	defer ps.lock.Unlock()
	keys := []string{}
	for k := range ps.registry {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Register adds a factory under name; registering a name twice is a
// programming error and ends the process, as upstream.
// Upstream: k8s.io/apiserver/pkg/admission.(*Plugins).Register.
func (ps *Plugins) Register(name string, plugin Factory) {
	ps.lock.Lock()
	defer ps.lock.Unlock()
	if _, found := ps.registry[name]; found {
		klog.Fatalf("Admission plugin %q was registered twice", name)
	}
	if ps.registry == nil {
		ps.registry = map[string]Factory{}
	}
	klog.V(1).InfoS("Registered admission plugin", "plugin", name)
	ps.registry[name] = plugin
}

// getPlugin makes the named plugin; found is false for an unknown name.
// Upstream: k8s.io/apiserver/pkg/admission.(*Plugins).getPlugin.
func (ps *Plugins) getPlugin(name string, config io.Reader) (Interface, bool, error) {
	ps.lock.Lock()
	defer ps.lock.Unlock()
	f, found := ps.registry[name]
	if !found {
		return nil, false, nil
	}
	plugin, err := f(config)
	return plugin, true, err
}

// NewFromPlugins makes the named plugins, in the order given, each with
// its configuration from configProvider, initialized by pluginInitializer
// and wrapped by decorator (both may be nil), and chains them. An unknown
// name is an error, as is a plugin that fails to make or initialize.
// The chain is wrapped in the reinvocation handler: its mutating plugins
// run a second time when one of them asks for it.
// Upstream: k8s.io/apiserver/pkg/admission.(*Plugins).NewFromPlugins.
func (ps *Plugins) NewFromPlugins(pluginNames []string, configProvider ConfigProvider, pluginInitializer PluginInitializer, decorator Decorator) (Interface, error) {
	handlers := []Interface{}
	var mutationPlugins, validationPlugins []string
	for _, pluginName := range pluginNames {
		pluginConfig, err := configFor(configProvider, pluginName)
		if err != nil {
			return nil, err
		}
		plugin, err := ps.InitPlugin(pluginName, pluginConfig, pluginInitializer)
		if err != nil {
			return nil, err
		}
		if plugin == nil {
			continue
		}
		if _, ok := plugin.(MutationInterface); ok {
			mutationPlugins = append(mutationPlugins, pluginName)
		}
		if _, ok := plugin.(ValidationInterface); ok {
			validationPlugins = append(validationPlugins, pluginName)
		}
		if decorator != nil {
			plugin = decorator.Decorate(plugin, pluginName)
		}
		handlers = append(handlers, plugin)
	}
	logLoaded("mutating", mutationPlugins)
	logLoaded("validating", validationPlugins)
	return newReinvocationHandler(chainAdmissionHandler(handlers)), nil
}

// configFor asks the provider, if there is one.
func configFor(configProvider ConfigProvider, pluginName string) (io.Reader, error) {
	if configProvider == nil {
		return nil, nil
	}
	return configProvider.ConfigFor(pluginName)
}

// logLoaded logs the plugins of one kind, in order, as upstream.
func logLoaded(what string, names []string) {
	if len(names) != 0 {
		klog.Infof("Loaded %d %s admission controller(s) successfully in the following order: %s.", len(names), what, strings.Join(names, ","))
	}
}

// InitPlugin makes the named plugin, runs the initializer on it, and
// checks that it got what it needs. The empty name is no plugin.
// Upstream: k8s.io/apiserver/pkg/admission.(*Plugins).InitPlugin.
func (ps *Plugins) InitPlugin(name string, config io.Reader, pluginInitializer PluginInitializer) (Interface, error) {
	if name == "" {
		klog.Info("No admission plugin specified.")
		return nil, nil
	}
	plugin, found, err := ps.getPlugin(name, nilIfNil(config))
	if err != nil {
		return nil, fmt.Errorf("couldn't init admission plugin %q: %v", name, err)
	}
	if !found {
		return nil, fmt.Errorf("unknown admission plugin: %s", name)
	}
	if pluginInitializer != nil {
		pluginInitializer.Initialize(plugin)
	}
	if err := ValidateInitialization(plugin); err != nil {
		return nil, fmt.Errorf("failed to initialize admission plugin %q: %v", name, err)
	}
	return plugin, nil
}

// nilIfNil turns a typed nil reader (a nil *bytes.Buffer) into a nil
// interface, so a factory can test config == nil.
// Upstream: the nil check of k8s.io/apiserver/pkg/admission.splitStream.
func nilIfNil(config io.Reader) io.Reader {
	if config == nil || reflect.ValueOf(config).Kind() == reflect.Pointer && reflect.ValueOf(config).IsNil() {
		return nil
	}
	return config
}

// ValidateInitialization asks a plugin that can tell whether it was
// initialized completely.
// Upstream: k8s.io/apiserver/pkg/admission.ValidateInitialization.
func ValidateInitialization(plugin Interface) error {
	if validater, ok := plugin.(InitializationValidator); ok {
		return validater.ValidateInitialization()
	}
	return nil
}

// Decorator wraps each plugin NewFromPlugins makes (upstream: metrics).
// Upstream: k8s.io/apiserver/pkg/admission.Decorator.
type Decorator interface {
	Decorate(handler Interface, name string) Interface
}

// DecoratorFunc is a function as a Decorator.
// Upstream: k8s.io/apiserver/pkg/admission.DecoratorFunc.
type DecoratorFunc func(handler Interface, name string) Interface

// Decorate calls d.
// Upstream: k8s.io/apiserver/pkg/admission.DecoratorFunc.Decorate.
func (d DecoratorFunc) Decorate(handler Interface, name string) Interface {
	return d(handler, name)
}
