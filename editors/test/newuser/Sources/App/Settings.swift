final class Settings {
    @StubbableFunction var retries: Int = 3
}
